import torch


class GraphModule(torch.nn.Module):
    def forward(self, features_61: torch.Tensor):
        features_62 = torch.nn.functional.hardtanh(features_61, 0.0, 6.0, False)
        features_63 = torch._C._nn.pad(features_62, (0, 0, 0, 0), "constant", 0.0)
        features_62 = None
        return (features_63,)
