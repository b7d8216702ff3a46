import { LoyaltyDrawerLinks, useLoyaltyLinks } from '../features/loyalty/components/loyalty-links';
import { MemberBar } from '../features/member/components/member-bar';
import { MemberDrawerSection } from '../features/member/components/member-drawer-section';
import { drawerItemClass } from './drawer';

/*
 * The member bar and the member part of the main drawer with the member features of issue 31 (VIP,
 * daily check-in, lucky wheel) in their menus. The main header fetches this module only for members,
 * so none of it is in a guest's first load (issue 14).
 */

export function MemberBarWithLinks() {
  const links = useLoyaltyLinks();
  return (
    <MemberBar
      menuLinks={links.map((link) => ({ key: link.id, to: link.to, label: link.label, icon: link.icon(16) }))}
    />
  );
}

export function MemberDrawerSectionWithLinks({ onNavigate }: { onNavigate: () => void }) {
  return (
    <MemberDrawerSection
      onNavigate={onNavigate}
      extraItems={<LoyaltyDrawerLinks itemClass={drawerItemClass} onNavigate={onNavigate} />}
    />
  );
}
