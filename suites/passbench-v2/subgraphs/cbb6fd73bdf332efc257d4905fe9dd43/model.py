import torch


class GraphModule(torch.nn.Module):
    def forward(self, features_149: torch.Tensor):
        features_150 = torch.nn.functional.hardtanh(features_149, 0.0, 6.0, False)
        features_151 = torch._C._nn.pad(features_150, (0, 0, 0, 0), "constant", 0.0)
        features_150 = None
        return (features_151,)
