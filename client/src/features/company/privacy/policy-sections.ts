import { collectionSections } from './sections-collection';
import { handlingSections } from './sections-handling';
import { otherSections } from './sections-other';
import type { PolicySection } from './types';

/** The spec's 14 sections, in order. */
export const policySections: readonly PolicySection[] = [...collectionSections, ...handlingSections, ...otherSections];

export const POLICY_LAST_UPDATED = 'December 1, 2024';
