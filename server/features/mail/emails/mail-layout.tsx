// One package per component, not the @react-email/components barrel: the barrel also loads Tailwind
// and Markdown support, about 1.5 s of the start and of every test file that touches a service.
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { Children, Fragment, type CSSProperties, type ReactNode } from 'react';
import { company } from '../../../../contract/catalogues/company.js';
import type { MailSite } from '../mail-template.js';
import { inlineText, singleLine } from '../single-line.js';
import { defangLinks, visitorText } from '../visitor-text.js';

/** The site's colours (client/src/index.css, `@theme`): brand blue, its darkest shade for text, the amber accent. */
export const mailColours = {
  brand: '#2550eb',
  brandDark: '#0f1b46',
  brandTint: '#eff5ff',
  accent: '#fbbf24',
  text: '#1f2937',
  muted: '#6b7280',
  rule: '#dbe7fe',
} as const;

const fontFamily = 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** A full address on the site, for a button or a link: mail has no "current page" to be relative to. */
export const siteLink = (site: MailSite, path: string) => new URL(path, site.publicUrl).toString();

export interface MailAction {
  label: string;
  href: string;
}

interface MailLayoutProps {
  site: MailSite;
  /** The line a mail app shows beside the subject. */
  preview: string;
  heading: string;
  /** The one thing the mail asks the reader to do, as a button. */
  action?: MailAction | undefined;
  children: ReactNode;
}

/** Every mail's frame: the company's name on a brand-blue band, the message, its button, the footer. */
export function MailLayout({ site, preview, heading, action, children }: MailLayoutProps) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{singleLine(preview)}</Preview>
      <Body style={{ backgroundColor: mailColours.brandTint, fontFamily, margin: 0, padding: '24px 8px' }}>
        <Container style={{ maxWidth: '560px', backgroundColor: '#ffffff', borderRadius: '12px', overflow: 'hidden', border: `1px solid ${mailColours.rule}` }}>
          {/* The band is the HTML's letterhead; the text part starts with the heading and is signed by the footer. */}
          <Section data-skip-in-text="true" style={{ backgroundColor: mailColours.brand, borderBottom: `4px solid ${mailColours.accent}`, padding: '20px 32px' }}>
            <Link href={siteLink(site, '/')} style={{ color: '#ffffff', fontSize: '20px', fontWeight: 700, textDecoration: 'none' }}>
              {company.brand}
            </Link>
          </Section>
          <Section style={{ padding: '8px 32px 24px' }}>
            <Heading as="h1" style={{ color: mailColours.brandDark, fontSize: '22px', lineHeight: '30px', margin: '24px 0 8px' }}>
              {shownInline(heading).trim()}
            </Heading>
            {children}
            {action && <MailButton action={action} />}
          </Section>
          <Hr style={{ borderColor: mailColours.rule, margin: 0 }} />
          <Section style={{ padding: '16px 32px 24px' }}>
            <Text style={footerText}>
              {company.legalName} · {company.offices.us.lines.join(', ')}
            </Text>
            <Text style={footerText}>
              Questions? Write to <Link href={`mailto:${company.helpEmail}`} style={{ color: mailColours.brand }}>{company.helpEmail}</Link> or visit{' '}
              <Link href={siteLink(site, '/')} style={{ color: mailColours.brand }}>{siteLink(site, '/')}</Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

const footerText: CSSProperties = { color: mailColours.muted, fontSize: '12px', lineHeight: '18px', margin: '4px 0' };

function MailButton({ action }: { action: MailAction }) {
  return (
    <Section style={{ margin: '24px 0 8px' }}>
      <Button
        href={action.href}
        style={{ backgroundColor: mailColours.brand, color: '#ffffff', borderRadius: '8px', fontSize: '16px', fontWeight: 600, padding: '12px 24px', textDecoration: 'none' }}
      >
        {action.label}
      </Button>
      {/* The text part already follows the button's words with its address. */}
      <Text data-skip-in-text="true" style={{ color: mailColours.muted, fontSize: '12px', lineHeight: '18px', margin: '12px 0 0', wordBreak: 'break-all' }}>
        If the button does not work, open this address: <Link href={action.href} style={{ color: mailColours.brand }}>{action.href}</Link>
      </Text>
    </Section>
  );
}

/**
 * A piece of a line that may hold a name someone chose (`Hello {name},`): one line, no controls,
 * bidirectional marks or encoded words, and no web address a mail app would link. A mail's own
 * links are `MailLink`s and its buttons, never words in a paragraph.
 */
const shownInline = (text: string) => defangLinks(inlineText(text));

/** A paragraph of a mail; its own strings (the words and the names in them) are shown as `shownInline`. */
export function MailText({ children }: { children: ReactNode }) {
  return (
    <Text style={{ color: mailColours.text, fontSize: '16px', lineHeight: '24px', margin: '12px 0' }}>
      {Children.map(children, (child) => (typeof child === 'string' ? shownInline(child) : child))}
    </Text>
  );
}

/**
 * A visitor's or customer's own words (a message, a dispute reason, a comment) in a mail sent under
 * the company's name: `visitorText` (plain text, links defanged), its line breaks kept, in the HTML
 * part and so in the text part read from it.
 */
export function VisitorText({ text }: { text: string }) {
  return visitorText(text)
    .split('\n')
    .map((line, index) => (
      <Fragment key={index}>
        {index > 0 && <br />}
        {line}
      </Fragment>
    ));
}

export interface MailDetail {
  label: string;
  value: string;
  /** Words a visitor or customer wrote freely (a message, a reason): shown as `VisitorText`. */
  freeText?: boolean | undefined;
}

/**
 * Labelled facts ("Name: Maria Santos"). A fact is one line (`shownInline`); a visitor's free
 * text keeps its line breaks and has its links defanged.
 */
export function MailDetails({ rows }: { rows: MailDetail[] }) {
  return (
    <Section style={{ backgroundColor: mailColours.brandTint, borderRadius: '8px', padding: '8px 16px', margin: '16px 0' }}>
      {rows.map(({ label, value, freeText }, index) => (
        <Text key={index} style={{ color: mailColours.text, fontSize: '15px', lineHeight: '22px', margin: '8px 0' }}>
          <strong>{label}:</strong> {freeText ? <VisitorText text={value} /> : shownInline(value).trim()}
        </Text>
      ))}
    </Section>
  );
}

/** A link in a paragraph, in the brand's blue; the text part shows its address after its words. */
export function MailLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} style={{ color: mailColours.brand, textDecoration: 'underline' }}>
      {children}
    </Link>
  );
}
