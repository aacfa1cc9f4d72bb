import type { Rule } from 'eslint';

export declare const MAX: number;
export declare const maxLines: Rule.RuleModule;
