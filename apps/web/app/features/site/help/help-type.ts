import { HELP_TABS, type HelpType } from '@app/contract/web';

/** 000 §2.13: query type selects the tab; anything unknown (or missing) shows 关于我们. */
export function resolveHelpType(type: string | null): HelpType {
  return HELP_TABS.find((tab) => tab.type === type)?.type ?? 'about';
}

export function helpTabLabel(type: HelpType): string {
  return HELP_TABS.find((tab) => tab.type === type)?.label ?? '关于我们';
}
