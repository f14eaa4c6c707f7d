import torch


class GraphModule(torch.nn.Module):
    def forward(self, features_54: torch.Tensor):
        features_55 = torch.nn.functional.hardtanh(features_54, 0.0, 6.0, False)
        features_56 = torch._C._nn.pad(features_55, (0, 0, 0, 0), "constant", 0.0)
        features_55 = None
        return (features_56,)
