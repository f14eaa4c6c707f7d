import torch


class GraphModule(torch.nn.Module):
    def forward(self, features_160: torch.Tensor):
        features_161 = torch.nn.functional.hardtanh(features_160, 0.0, 6.0, False)
        features_162 = torch._C._nn.pad(features_161, (0, 0, 0, 0), "constant", 0.0)
        features_161 = None
        return (features_162,)
