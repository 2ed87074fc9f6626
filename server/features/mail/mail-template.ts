import { createElement, type ReactElement } from 'react';
import type { z } from 'zod';
import { loadMailRenderer } from './mail-renderer.js';
import { singleLine } from './single-line.js';

/** What every mail is told about the site when it is rendered: where its links lead. */
export interface MailSite {
  publicUrl: string;
}

/**
 * One mail the site sends: its name (stored with the queued mail), the props it is rendered
 * from (checked when it is queued and again when it is sent), its subject, its React component,
 * and sample props for the preview (`npm run email`) and the tests.
 */
export interface MailTemplate<Props extends Record<string, unknown>> {
  name: string;
  props: z.ZodType<Props, z.ZodTypeDef, unknown>;
  // Props are read from the schema alone: the sample's 'Job Offer' stays one of the enum's values.
  subject: (props: NoInfer<Props>) => string;
  Component: (props: NoInfer<Props> & { site: MailSite }) => ReactElement;
  /** Props to preview it with: one per variant worth seeing. */
  samples: [NoInfer<Props>, ...NoInfer<Props>[]];
}

/** What a service queues: the template's name and props, never HTML; the worker renders it. */
export interface TemplatedMail {
  to: string;
  subject: string;
  template: string;
  props: Record<string, unknown>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a catalogue holds templates of every props type
export type AnyMailTemplate = MailTemplate<any>;

export const defineMailTemplate = <Props extends Record<string, unknown>>(template: MailTemplate<Props>) => template;

/** The mail `template` owes `to`, with its props checked now, so a wrong one fails in the request that makes it. */
export function mailOf<Props extends Record<string, unknown>>(template: MailTemplate<Props>, to: string, props: Props): TemplatedMail {
  const checked = template.props.parse(props);
  // Every subject is one clean line, whatever names went into it (single-line.ts): no template can forget it.
  return { to, subject: singleLine(template.subject(checked)), template: template.name, props: checked };
}

export interface RenderedMail {
  html: string;
  text: string;
}

/**
 * The HTML part, and the plain-text part read from the same markup: a link's address follows
 * its words ("Choose a new password https://…"), headings keep their case, lines are not wrapped.
 */
export async function renderMail(template: AnyMailTemplate, props: unknown, site: MailSite): Promise<RenderedMail> {
  const checked = template.props.parse(props) as Record<string, unknown>;
  // The renderer (with its HTML-to-text) loads with the first mail sent, not with every process that may queue one.
  const { render } = await loadMailRenderer();
  const element = createElement(template.Component, { ...checked, site });
  const [html, text] = await Promise.all([
    render(element),
    render(element, {
      plainText: true,
      htmlToTextOptions: { selectors: ['h1', 'h2', 'h3'].map((selector) => ({ selector, options: { uppercase: false } })) },
    }),
  ]);
  return { html, text: text.trim() };
}

/** Every template by name; two with one name would make one of them unreachable. */
export function mailCatalogue(templates: readonly AnyMailTemplate[]): ReadonlyMap<string, AnyMailTemplate> {
  const byName = new Map<string, AnyMailTemplate>();
  for (const template of templates) {
    if (byName.has(template.name)) throw new Error(`two mail templates are named ${template.name}`);
    byName.set(template.name, template);
  }
  return byName;
}
