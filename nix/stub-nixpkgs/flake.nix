{
  # A stand-in for nixpkgs, for the structural check of ../../flake.nix offline (tools/check-nix):
  # every attribute the flake uses, as a dummy derivation. It proves the flake evaluates and its
  # outputs have the right shapes; it proves nothing about real nixpkgs.
  description = "stub nixpkgs for offline structural checks";

  outputs = { self }:
    let
      system = "x86_64-linux";
      dummy = name: builtins.derivation { inherit name system; builder = "/bin/sh"; args = [ "-c" "echo > $out" ]; };
      # Force every argument (but `src`, which may be the flake itself) so that a missing
      # attribute anywhere in them fails the check instead of hiding behind laziness.
      pythonPackage = args: builtins.deepSeq (removeAttrs args [ "src" ]) (builtins.seq args.src (dummy "${args.pname}-${args.version}"));
      python311 = {
        pkgs = {
          buildPythonPackage = pythonPackage;
          buildPythonApplication = pythonPackage;
          setuptools = dummy "setuptools";
        };
        withPackages = f: builtins.seq (f python311.pkgs) (dummy "python3-env");
      };
      pkgs = {
        inherit python311;
        lib.makeBinPath = ps: builtins.concatStringsSep ":" (map (p: "${p}/bin") ps);
        fetchurl = args: builtins.seq args.sha256 (dummy args.name);
        mkShell = args: builtins.deepSeq args (dummy "shell");
        stdenv.cc.cc.lib = dummy "libstdcxx";
      } // builtins.listToAttrs (map (name: { inherit name; value = dummy name; }) [
        "autoPatchelfHook" "zlib" "dovecot" "ffmpeg" "espeak-ng" "sox" "tesseract" "poppler_utils"
        "libfaketime" "bubblewrap" "nodejs" "bazel_6" "uv"
      ]);
    in
    { legacyPackages.${system} = pkgs; };
}
