import { useTranslation } from 'react-i18next';

/**
 * How the Flex message will look in the LINE chat (decision 71): the image above, the text, and the
 * link's button; a sketch of LINE's bubble, not LINE's own rendering.
 */
export function LinePreview(props: {
  text: string;
  imageUrl: string;
  linkUrl: string;
  language: 'th' | 'en' | 'cn';
}) {
  const { t } = useTranslation();
  const showImage = props.imageUrl.startsWith('https://');
  return (
    <div className="rounded-xl bg-[#8cabd9] p-4" data-testid="line-preview">
      <div
        className="mx-auto max-w-[300px] overflow-hidden rounded-2xl bg-white shadow"
        lang={props.language === 'cn' ? 'zh' : props.language}
      >
        {showImage ? (
          <img src={props.imageUrl} alt="" className="aspect-[20/13] w-full object-cover" />
        ) : null}
        <p className="px-4 py-3 text-sm whitespace-pre-wrap break-words text-zinc-900">
          {props.text.trim() || <span className="text-zinc-400">{t('line.previewEmpty')}</span>}
        </p>
        {props.linkUrl.startsWith('https://') ? (
          <div className="px-3 pb-3">
            <span className="block rounded-md bg-teal-700 py-2 text-center text-sm font-semibold text-white">
              {t('line.open')}
            </span>
          </div>
        ) : null}
      </div>
    </div>
  );
}
