import { describe, expect, it } from 'vitest';
import { admin, customer } from '@/test/render';
import { landingAfterLogin, landingFromPanel } from './login-landing';

const talent = { isAdmin: false, isTalent: true, isCustomer: false };

describe('landingAfterLogin: where /login?next= sends each role', () => {
  it('an admin to the admin home instead of the marketing home, else where they were going', () => {
    expect(landingAfterLogin(admin, '/')).toBe('/admin');
    expect(landingAfterLogin(admin, '/applicants?page=2')).toBe('/applicants?page=2');
  });

  it('a talent to My work, unless they were going to one of their own pages', () => {
    expect(landingAfterLogin(talent, '/')).toBe('/my-work');
    expect(landingAfterLogin(talent, '/subscription')).toBe('/my-work');
    expect(landingAfterLogin(talent, '/account/security')).toBe('/account/security');
  });

  it('a customer where they were going, or home', () => {
    expect(landingAfterLogin(customer, '/')).toBe('/');
    expect(landingAfterLogin(customer, '/team')).toBe('/team');
  });
});

describe('landingFromPanel: where the panel sends each role once logged in on a page', () => {
  it('an admin to the admin home, a talent to My work, a customer nowhere', () => {
    expect(landingFromPanel(admin, '/', false)).toEqual({ to: '/admin', replace: false });
    expect(landingFromPanel(admin, '/culture', false)).toEqual({ to: '/admin', replace: false });
    expect(landingFromPanel(talent, '/culture', false)).toEqual({ to: '/my-work', replace: false });
    expect(landingFromPanel(customer, '/culture', false)).toBeNull();
  });

  it('off a spent reset link, as from home, in place of it', () => {
    expect(landingFromPanel(customer, '/resetpassword/tok-1', false)).toEqual({ to: '/', replace: true });
    expect(landingFromPanel(admin, '/resetpassword/tok-1', false)).toEqual({ to: '/admin', replace: true });
    expect(landingFromPanel(talent, '/resetpassword/tok-1', false)).toEqual({ to: '/my-work', replace: true });
  });

  it('nowhere when the page carries on: a session that ended there, /login, a talent invitation', () => {
    expect(landingFromPanel(admin, '/applicants', true)).toBeNull();
    expect(landingFromPanel(talent, '/my-work', true)).toBeNull();
    expect(landingFromPanel(admin, '/login', false)).toBeNull();
    expect(landingFromPanel(talent, '/talent-invitation/tok-1', false)).toBeNull();
  });
});
