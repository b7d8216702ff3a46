import { Fragment } from 'react';

/**
 * A name whose words (as separated by spaces) are never broken inside: a line ends only at a space.
 * Thai has no spaces between words and the browser finds word ends with a dictionary, which does not
 * know a transliterated name ('บจก. ชบา เอนเตอร์เทนเมนต์' broke as 'เอนเตอร์เทนเมน / ต์', issue 24);
 * a company or person writes such a name with spaces between its words.
 */
export function KeepWords({ text }: { text: string }) {
  return (
    <>
      {text.split(' ').map((word, index) => (
        <Fragment key={index}>
          {index > 0 ? ' ' : null}
          <span className="whitespace-nowrap">{word}</span>
        </Fragment>
      ))}
    </>
  );
}
