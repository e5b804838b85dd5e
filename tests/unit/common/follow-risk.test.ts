import { describe, expect, it } from 'vitest';
import { acceptsFollowers, NO_NEW_FOLLOWERS_RISK, riskBand, riskScore } from '../../../common/follow-risk';

// The risk bands (issue 36): each band's lower bound belongs to it, its upper bound to the next.

describe('riskScore', () => {
  it('puts each bound in the band above it', () => {
    expect(riskScore('0')).toBe(1);
    expect(riskScore('0.0024999')).toBe(1);
    expect(riskScore('0.0025')).toBe(2);
    expect(riskScore('0.005')).toBe(3);
    expect(riskScore('0.0099999')).toBe(4);
    expect(riskScore('0.01')).toBe(5);
    expect(riskScore('0.0299999')).toBe(7);
    expect(riskScore('0.03')).toBe(8);
    expect(riskScore('0.0599999')).toBe(9);
  });

  it('scores 10 from 6 % up, however wild', () => {
    expect(riskScore('0.06')).toBe(10);
    expect(riskScore('0.5')).toBe(10);
    expect(riskScore(3)).toBe(10);
  });

  it('agrees with its bands', () => {
    for (let score = 1; score <= 10; score += 1) {
      const band = riskBand(score);
      expect(riskScore(Number(band.from) / 100)).toBe(score);
      if (band.below !== null) expect(riskScore(Number(band.below) / 100)).toBe(score + 1);
    }
  });
});

describe('riskBand', () => {
  it('gives the bounds in percent, open at the top', () => {
    expect(riskBand(1)).toEqual({ from: '0', below: '0.25' });
    expect(riskBand(2)).toEqual({ from: '0.25', below: '0.5' });
    expect(riskBand(5)).toEqual({ from: '1', below: '1.5' });
    expect(riskBand(10)).toEqual({ from: '6', below: null });
  });

  it('clamps a score outside 1 to 10', () => {
    expect(riskBand(0)).toEqual(riskBand(1));
    expect(riskBand(11)).toEqual(riskBand(10));
  });
});

describe('acceptsFollowers', () => {
  it('refuses from 8 up, and takes a trader without a score', () => {
    expect(NO_NEW_FOLLOWERS_RISK).toBe(8);
    expect(acceptsFollowers(null)).toBe(true);
    expect(acceptsFollowers(7)).toBe(true);
    expect(acceptsFollowers(8)).toBe(false);
    expect(acceptsFollowers(10)).toBe(false);
  });
});
