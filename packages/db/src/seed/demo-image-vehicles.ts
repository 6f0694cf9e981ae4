import {
  bikeWheel,
  glassReflection,
  GROUND,
  groundShadow,
  luminance,
  paintShading,
  shade,
  underside,
  wheel,
  wheelSet,
  wheelWell,
} from './demo-image-paint';
import type { DemoBodyType } from './demo-image-kinds';

/** One side-view drawing per body type, in the paint colour given. */

function sedan(hex: string): string {
  const wheels = [
    { cx: 912, r: 80 },
    { cx: 392, r: 80 },
  ];
  const body =
    'M 192 700 L 186 642 Q 184 592 206 574 L 236 552 Q 248 540 272 538 L 412 530 ' +
    'C 470 472 508 442 562 428 Q 612 418 682 418 Q 742 420 778 442 L 880 526 ' +
    'Q 894 536 918 538 L 1036 552 Q 1078 560 1090 590 L 1098 642 Q 1100 690 1080 700' +
    underside(700, wheels, 192);
  const glass =
    'M 446 526 C 492 478 524 456 568 446 Q 614 436 680 436 Q 730 438 760 456 L 846 528 Z';
  return `${groundShadow(186, 1100)}
  ${wheelSet(700, wheels)}
  <path d="${body}" fill="url(#paint)" stroke="${shade(hex, -0.5)}" stroke-width="2"/>
  ${paintShading(body, 530, 418)}
  <path d="${glass}" fill="url(#glass)"/>
  ${glassReflection('glassClip', glass, 520, 440)}
  <path d="M 652 436 L 672 436 L 672 530 L 656 530 Z" fill="${shade(hex, -0.55)}"/>
  <path d="M 500 472 L 512 462 L 518 528 L 504 528 Z" fill="${shade(hex, -0.55)}"/>
  <path d="M 666 540 L 664 690 M 866 540 Q 850 600 822 640 M 508 534 Q 494 600 494 640" stroke="${shade(hex, -0.45)}" stroke-width="3" fill="none"/>
  <rect x="600" y="566" width="38" height="9" rx="4" fill="${shade(hex, -0.35)}"/>
  <rect x="800" y="566" width="38" height="9" rx="4" fill="${shade(hex, -0.35)}"/>
  <path d="M 842 508 L 878 506 L 884 528 L 848 530 Z" fill="${shade(hex, -0.3)}"/>
  <path d="M 1040 560 Q 1074 564 1088 590 L 1052 590 Q 1040 576 1040 560 Z" fill="url(#lamp)" stroke="#6d757d" stroke-width="2"/>
  <path d="M 192 578 L 226 560 L 232 592 L 190 598 Z" fill="url(#tail)"/>
  <path d="M 1060 642 L 1098 646 L 1096 676 L 1062 672 Z" fill="#2b2e33" opacity="0.7"/>
  <path d="M 540 694 L 820 694" stroke="${shade(hex, -0.5)}" stroke-width="6"/>`;
}

function hatchback(hex: string): string {
  const wheels = [
    { cx: 880, r: 78 },
    { cx: 382, r: 78 },
  ];
  const body =
    'M 242 700 L 236 640 Q 232 580 246 528 L 286 452 Q 302 428 342 424 ' +
    'Q 520 398 664 410 Q 730 418 768 446 L 876 534 Q 890 544 912 547 L 1004 560 ' +
    'Q 1046 568 1056 598 L 1062 648 Q 1064 694 1042 700' +
    underside(700, wheels, 242);
  const glass =
    'M 300 470 Q 314 446 348 442 Q 520 418 660 428 Q 716 434 748 458 L 842 532 L 318 528 Z';
  return `${groundShadow(236, 1064)}
  ${wheelSet(700, wheels)}
  <path d="${body}" fill="url(#paint)" stroke="${shade(hex, -0.5)}" stroke-width="2"/>
  ${paintShading(body, 532, 412)}
  <path d="${glass}" fill="url(#glass)"/>
  ${glassReflection('glassClip', glass, 470, 430)}
  <path d="M 414 428 L 438 426 L 450 530 L 426 530 Z" fill="${shade(hex, -0.55)}"/>
  <path d="M 636 426 L 656 426 L 654 532 L 638 532 Z" fill="${shade(hex, -0.55)}"/>
  <path d="M 648 542 L 646 690 M 846 542 Q 830 600 806 644 M 450 538 Q 466 600 470 640" stroke="${shade(hex, -0.45)}" stroke-width="3" fill="none"/>
  <rect x="584" y="568" width="36" height="9" rx="4" fill="${shade(hex, -0.35)}"/>
  <rect x="780" y="568" width="36" height="9" rx="4" fill="${shade(hex, -0.35)}"/>
  <path d="M 818 512 L 852 510 L 858 532 L 824 534 Z" fill="${shade(hex, -0.3)}"/>
  <path d="M 1004 568 Q 1040 572 1054 598 L 1018 598 Q 1006 584 1004 568 Z" fill="url(#lamp)" stroke="#6d757d" stroke-width="2"/>
  <path d="M 246 536 L 270 500 L 272 560 L 240 570 Z" fill="url(#tail)"/>
  <path d="M 1024 650 L 1062 654 L 1060 680 L 1026 676 Z" fill="#2b2e33" opacity="0.7"/>`;
}

function suv(hex: string): string {
  const wheels = [
    { cx: 908, r: 92 },
    { cx: 382, r: 92 },
  ];
  const body =
    'M 206 692 L 200 560 Q 198 470 212 418 Q 222 362 262 352 L 716 340 Q 762 342 792 372 ' +
    'L 880 476 Q 892 488 914 490 L 1048 506 Q 1086 514 1092 548 L 1098 636 Q 1100 686 1078 692' +
    underside(692, wheels, 206);
  const glass = 'M 238 486 L 246 388 Q 252 370 274 369 L 710 358 Q 746 360 770 386 L 858 486 Z';
  return `${groundShadow(198, 1100, 30)}
  ${wheelSet(692, wheels, 6)}
  <path d="${body}" fill="url(#paint)" stroke="${shade(hex, -0.5)}" stroke-width="2"/>
  ${paintShading(body, 492, 350)}
  <path d="${glass}" fill="url(#glass)"/>
  ${glassReflection('glassClip', glass, 470, 380)}
  <path d="M 370 362 L 400 362 L 404 488 L 372 488 Z" fill="${shade(hex, -0.55)}"/>
  <path d="M 612 360 L 634 360 L 632 488 L 614 488 Z" fill="${shade(hex, -0.55)}"/>
  <rect x="262" y="330" width="440" height="12" rx="5" fill="#2a2d31"/>
  <rect x="300" y="338" width="12" height="10" fill="#2a2d31"/>
  <rect x="660" y="338" width="12" height="10" fill="#2a2d31"/>
  <path d="M 624 500 L 622 684 M 850 500 Q 840 580 808 620 M 404 500 Q 412 560 470 590" stroke="${shade(hex, -0.45)}" stroke-width="3" fill="none"/>
  <rect x="560" y="520" width="40" height="10" rx="4" fill="${shade(hex, -0.35)}"/>
  <rect x="770" y="520" width="40" height="10" rx="4" fill="${shade(hex, -0.35)}"/>
  <path d="M 820 456 L 860 454 L 866 482 L 826 484 Z" fill="${shade(hex, -0.3)}"/>
  <path d="M 1040 512 Q 1080 516 1090 546 L 1050 548 Q 1040 530 1040 512 Z" fill="url(#lamp)" stroke="#6d757d" stroke-width="2"/>
  <path d="M 204 430 L 222 430 L 222 500 L 202 500 Z" fill="url(#tail)"/>
  <path d="M 206 600 Q 240 584 280 600" stroke="#222" stroke-width="0" fill="none"/>
  <rect x="196" y="640" width="900" height="14" fill="#2a2d31" opacity="0.65"/>
  <path d="M 188 470 Q 170 470 170 540 Q 170 612 188 612 L 202 612 L 202 470 Z" fill="#1f2124"/>`;
}

function van(hex: string): string {
  const wheels = [
    { cx: 930, r: 80 },
    { cx: 410, r: 80 },
  ];
  const body =
    'M 176 700 L 170 330 Q 172 262 222 258 L 896 250 Q 946 252 972 298 L 1038 468 ' +
    'Q 1048 488 1070 498 L 1086 518 Q 1100 540 1100 584 L 1102 652 Q 1102 696 1080 700' +
    underside(700, wheels, 176);
  const windows =
    'M 200 300 Q 202 282 222 282 L 372 280 L 372 450 L 200 452 Z ' +
    'M 392 280 L 620 277 L 620 450 L 392 450 Z ' +
    'M 640 276 L 840 274 L 840 450 L 640 450 Z';
  const front = 'M 862 274 L 900 274 Q 930 276 946 306 L 1010 462 L 862 460 Z';
  return `${groundShadow(170, 1102)}
  ${wheelSet(700, wheels)}
  <path d="${body}" fill="url(#paint)" stroke="${shade(hex, -0.5)}" stroke-width="2"/>
  ${paintShading(body, 462, 256)}
  <path d="${windows}" fill="url(#glass)"/>
  <path d="${front}" fill="url(#glass)"/>
  ${glassReflection('glassClip', windows, 400, 290)}
  <path d="M 630 470 L 630 690 M 852 470 L 852 620 Q 852 640 840 650 M 176 470 L 176 470" stroke="${shade(hex, -0.45)}" stroke-width="3" fill="none"/>
  <path d="M 382 462 L 640 462" stroke="${shade(hex, -0.45)}" stroke-width="3" fill="none"/>
  <rect x="590" y="500" width="30" height="9" rx="4" fill="${shade(hex, -0.35)}"/>
  <rect x="870" y="500" width="36" height="9" rx="4" fill="${shade(hex, -0.35)}"/>
  <path d="M 1000 430 L 1034 428 L 1040 458 L 1006 460 Z" fill="${shade(hex, -0.3)}"/>
  <path d="M 1060 520 Q 1090 524 1098 556 L 1066 558 Q 1058 540 1060 520 Z" fill="url(#lamp)" stroke="#6d757d" stroke-width="2"/>
  <path d="M 172 480 L 190 480 L 190 560 L 172 560 Z" fill="url(#tail)"/>
  <rect x="172" y="640" width="930" height="14" fill="#2a2d31" opacity="0.6"/>`;
}

function pickup(hex: string): string {
  const wheels = [
    { cx: 918, r: 88 },
    { cx: 392, r: 88 },
  ];
  const body =
    'M 186 694 L 180 520 Q 180 504 198 504 L 568 504 L 578 392 Q 582 372 604 370 ' +
    'L 770 364 Q 802 366 820 390 L 900 488 Q 910 498 932 500 L 1060 514 Q 1092 522 1096 556 ' +
    'L 1100 640 Q 1102 688 1080 694' +
    underside(694, wheels, 186);
  const glass = 'M 600 488 L 606 398 Q 610 386 626 386 L 766 380 Q 790 382 806 400 L 878 488 Z';
  return `${groundShadow(180, 1102, 30)}
  ${wheelSet(694, wheels, 6)}
  <path d="${body}" fill="url(#paint)" stroke="${shade(hex, -0.5)}" stroke-width="2"/>
  ${paintShading(body, 500, 370)}
  <path d="${glass}" fill="url(#glass)"/>
  ${glassReflection('glassClip', glass, 600, 380)}
  <path d="M 714 382 L 734 382 L 732 490 L 714 490 Z" fill="${shade(hex, -0.55)}"/>
  <path d="M 572 508 L 570 690 M 726 500 L 724 690 M 870 500 Q 860 580 830 620 M 200 520 L 200 680" stroke="${shade(hex, -0.45)}" stroke-width="3" fill="none"/>
  <rect x="186" y="498" width="380" height="10" rx="3" fill="${shade(hex, -0.3)}"/>
  <rect x="668" y="520" width="36" height="9" rx="4" fill="${shade(hex, -0.35)}"/>
  <rect x="828" y="520" width="36" height="9" rx="4" fill="${shade(hex, -0.35)}"/>
  <path d="M 846 470 L 884 468 L 890 494 L 852 496 Z" fill="${shade(hex, -0.3)}"/>
  <path d="M 1050 522 Q 1086 526 1094 556 L 1056 558 Q 1048 540 1050 522 Z" fill="url(#lamp)" stroke="#6d757d" stroke-width="2"/>
  <path d="M 182 522 L 198 522 L 198 592 L 182 592 Z" fill="url(#tail)"/>
  <rect x="184" y="644" width="914" height="14" fill="#2a2d31" opacity="0.6"/>`;
}

function lorry(hex: string): string {
  const wheels = [
    { cx: 946, r: 74 },
    { cx: 404, r: 74 },
  ];
  const cab =
    'M 830 702 L 830 330 Q 832 298 862 296 L 1030 298 Q 1072 300 1082 340 L 1098 470 ' +
    'L 1102 648 Q 1102 700 1080 702' +
    underside(702, wheels.slice(0, 1), 830);
  const cabGlass = 'M 852 326 L 1028 326 Q 1054 328 1060 356 L 1076 468 L 852 468 Z';
  let ribs = '';
  for (let x = 246; x < 800; x += 80) {
    ribs += `<rect x="${x}" y="250" width="6" height="360" fill="#8d959d" opacity="0.6"/>`;
  }
  return `${groundShadow(166, 1102)}
  <rect x="180" y="612" width="920" height="40" fill="#26282b"/>
  ${wheelWell(702, wheels[0]!)}
  <path d="M 300 652 L 300 640 Q 300 612 330 612 L 478 612 Q 508 612 508 640 L 508 652 Z" fill="#1b1c1e"/>
  ${wheel(404, 74, 8)}${wheel(946, 74, 8)}
  <defs><linearGradient id="box" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#f3f5f6"/><stop offset="1" stop-color="#b7bec5"/>
  </linearGradient></defs>
  <rect x="166" y="250" width="640" height="372" fill="url(#box)" stroke="#858d95" stroke-width="3"/>
  ${ribs}
  <rect x="166" y="250" width="640" height="14" fill="#9aa2aa"/>
  <rect x="166" y="600" width="640" height="22" fill="#858d95"/>
  <path d="M 166 436 L 806 436" stroke="#8d959d" stroke-width="3" opacity="0.6"/>
  <path d="${cab}" fill="url(#paint)" stroke="${shade(hex, -0.5)}" stroke-width="2"/>
  ${paintShading(cab, 478, 300)}
  <path d="${cabGlass}" fill="url(#glass)"/>
  ${glassReflection('glassClip', cabGlass, 880, 330)}
  <path d="M 848 480 L 1000 480 L 1004 660" stroke="${shade(hex, -0.45)}" stroke-width="3" fill="none"/>
  <rect x="870" y="500" width="36" height="9" rx="4" fill="${shade(hex, -0.35)}"/>
  <path d="M 1070 560 L 1100 560 L 1102 612 L 1072 612 Z" fill="url(#lamp)" stroke="#6d757d" stroke-width="2"/>
  <rect x="168" y="560" width="14" height="36" fill="url(#tail)"/>
  <rect x="1062" y="330" width="10" height="120" rx="4" fill="#2a2d31"/>`;
}

function bus(hex: string): string {
  const wheels = [
    { cx: 906, r: 80 },
    { cx: 372, r: 80 },
  ];
  const body =
    'M 146 700 L 140 300 Q 142 236 202 232 L 1020 228 Q 1072 230 1092 282 L 1120 470 ' +
    'L 1130 640 Q 1130 698 1106 700' +
    underside(700, wheels, 146);
  let windows = '';
  for (let i = 0; i < 7; i++) {
    const x = 172 + i * 112;
    windows += `M ${x} 268 L ${x + 100} 268 L ${x + 100} 440 L ${x} 440 Z `;
  }
  const front = 'M 980 266 L 1030 266 Q 1062 268 1072 300 L 1100 460 L 980 460 Z';
  return `${groundShadow(140, 1130)}
  ${wheelSet(700, wheels)}
  <path d="${body}" fill="url(#paint)" stroke="${shade(hex, -0.5)}" stroke-width="2"/>
  ${paintShading(body, 452, 232)}
  <rect x="140" y="560" width="990" height="18" fill="#ffffff" opacity="${luminance(hex) > 0.8 ? 0 : 0.55}"/>
  <rect x="140" y="560" width="990" height="18" fill="${shade(hex, -0.6)}" opacity="${luminance(hex) > 0.8 ? 0.5 : 0}"/>
  <path d="${windows}" fill="url(#glass)"/>
  <path d="${front}" fill="url(#glass)"/>
  ${glassReflection('glassClip', windows, 300, 290)}
  <path d="M 990 478 L 990 690" stroke="${shade(hex, -0.45)}" stroke-width="3" fill="none"/>
  <path d="M 1080 520 L 1122 520 L 1126 560 L 1084 560 Z" fill="url(#lamp)" stroke="#6d757d" stroke-width="2"/>
  <rect x="142" y="470" width="14" height="70" fill="url(#tail)"/>
  <rect x="140" y="644" width="990" height="14" fill="#2a2d31" opacity="0.6"/>`;
}

function motorbike(hex: string): string {
  const rear = 392;
  const front = 892;
  const r = 112;
  const cy = GROUND - r;
  return `${groundShadow(270, 1010, 22)}
  ${bikeWheel(rear, r, false)}${bikeWheel(front, r, true)}
  <path d="M ${rear} ${cy} L 560 600" stroke="#2f3236" stroke-width="22" stroke-linecap="round"/>
  <path d="M 612 676 Q 520 690 430 640 L 300 600" stroke="url(#chrome)" stroke-width="20" stroke-linecap="round" fill="none"/>
  <path d="M 288 596 L 350 610" stroke="#3b3f44" stroke-width="26" stroke-linecap="round"/>
  <rect x="540" y="556" width="170" height="120" rx="22" fill="#4a4f55"/>
  <path d="M 552 580 L 698 580 M 552 604 L 698 604 M 552 628 L 698 628" stroke="#2a2d31" stroke-width="6"/>
  <circle cx="640" cy="650" r="26" fill="#9aa1a8"/>
  <path d="M 810 430 L 560 566" stroke="#2f3236" stroke-width="20" stroke-linecap="round"/>
  <path d="M 828 440 L ${front} ${cy}" stroke="url(#chrome)" stroke-width="18" stroke-linecap="round"/>
  <path d="M 842 436 L ${front + 12} ${cy - 6}" stroke="#c6ccd2" stroke-width="8" stroke-linecap="round"/>
  <path d="M 380 510 L 560 470 L 600 520 L 580 556 L 430 560 Q 380 552 380 510 Z" fill="url(#paint)" stroke="${shade(hex, -0.5)}" stroke-width="2"/>
  <path d="M 584 470 Q 620 418 708 416 Q 796 418 822 456 L 806 522 Q 700 536 596 520 Z" fill="url(#paint)" stroke="${shade(hex, -0.5)}" stroke-width="2"/>
  <path d="M 618 452 Q 690 430 780 440" stroke="#fff" stroke-width="8" opacity="0.35" fill="none" stroke-linecap="round"/>
  <path d="M 396 498 Q 470 470 590 468 L 600 490 Q 500 498 400 514 Z" fill="#1d1f22"/>
  <path d="M ${front - r - 10} ${cy - 30} Q ${front} ${cy - r - 34} ${front + r + 6} ${cy - 40}" stroke="url(#paint)" stroke-width="18" fill="none" stroke-linecap="round"/>
  <path d="M ${rear - 20} ${cy - r - 18} Q ${rear - 90} ${cy - r - 12} ${rear - 120} ${cy - 60}" stroke="url(#paint)" stroke-width="16" fill="none" stroke-linecap="round"/>
  <path d="M 360 500 L 392 500 L 392 522 L 366 522 Z" fill="url(#tail)"/>
  <path d="M 790 400 L 846 392" stroke="#1d1f22" stroke-width="12" stroke-linecap="round"/>
  <path d="M 770 404 L 800 400" stroke="#1d1f22" stroke-width="18" stroke-linecap="round"/>
  <path d="M 836 420 Q 900 410 908 470 L 872 492 Q 832 470 836 420 Z" fill="url(#paint)" stroke="${shade(hex, -0.5)}" stroke-width="2"/>
  <circle cx="896" cy="462" r="24" fill="url(#lamp)" stroke="#6d757d" stroke-width="3"/>
  <path d="M 840 396 L 860 360 L 880 366" stroke="#1d1f22" stroke-width="6" fill="none"/>`;
}

function threeWheeler(hex: string): string {
  const wheels = [
    { cx: 992, r: 54 },
    { cx: 370, r: 58 },
  ];
  const rearBody =
    'M 236 700 L 230 530 Q 232 506 256 504 L 560 504 L 560 700' +
    underside(700, [wheels[1]!], 236).replace(/^ L 560 700/, '');
  const floor = 'M 540 600 L 944 600 L 944 700 L 540 700 Z';
  const front =
    'M 918 700 L 936 560 Q 944 520 984 500 L 1030 490 Q 1060 500 1064 540 L 1072 640 ' +
    'Q 1074 690 1064 700' +
    underside(700, [wheels[0]!], 918);
  return `${groundShadow(226, 1074, 22)}
  ${wheelSet(700, wheels)}
  <path d="M 262 346 L 560 346 L 560 504 L 250 504 Q 244 420 262 346 Z" fill="#1d1f22"/>
  <path d="M 560 346 L 960 346 L 960 600 L 560 600 Z" fill="#1d1f22" opacity="0.12"/>
  <path d="M 586 430 Q 586 410 606 410 L 636 410 Q 652 410 652 430 L 656 566 L 590 566 Z" fill="#26272b"/>
  <path d="M 590 556 L 752 556 Q 770 556 770 574 L 770 600 L 590 600 Z" fill="#303236"/>
  <path d="M 600 424 L 640 424" stroke="#45474c" stroke-width="4"/>
  <path d="M 822 500 Q 822 484 838 484 L 852 484 Q 864 484 864 500 L 866 578 L 824 578 Z" fill="#26272b"/>
  <path d="M 816 572 L 900 572 L 900 600 L 816 600 Z" fill="#303236"/>
  <path d="M 700 346 L 700 420" stroke="#8a8f95" stroke-width="5"/>
  <path d="M 962 330 L 1010 330 L 1036 494 L 990 500 Z" fill="url(#glass)" stroke="#1d1f22" stroke-width="8"/>
  <path d="M 800 346 L 808 600" stroke="#1d1f22" stroke-width="10"/>
  <path d="M 900 430 L 960 420" stroke="#1d1f22" stroke-width="10" stroke-linecap="round"/>
  <path d="${rearBody}" fill="url(#paint)" stroke="${shade(hex, -0.5)}" stroke-width="2"/>
  <path d="${floor}" fill="url(#paint)" stroke="${shade(hex, -0.5)}" stroke-width="2"/>
  <path d="${front}" fill="url(#paint)" stroke="${shade(hex, -0.5)}" stroke-width="2"/>
  <path d="M 244 306 Q 250 290 290 288 L 980 296 Q 1016 300 1020 330 L 1020 346 L 244 346 Z" fill="#1b1c1e"/>
  <path d="M 260 300 L 1000 306" stroke="#3b3e42" stroke-width="4"/>
  <path d="M 236 560 L 560 560" stroke="#fff" stroke-width="10" opacity="0.25"/>
  <rect x="232" y="530" width="18" height="40" fill="url(#tail)"/>
  <circle cx="1056" cy="580" r="20" fill="url(#lamp)" stroke="#6d757d" stroke-width="3"/>
  <path d="M 1040 494 L 1060 480" stroke="#1d1f22" stroke-width="6"/>`;
}

export const DRAW: Record<DemoBodyType, (hex: string) => string> = {
  sedan,
  hatchback,
  suv,
  van,
  pickup,
  lorry,
  bus,
  motorbike,
  'three-wheeler': threeWheeler,
};
