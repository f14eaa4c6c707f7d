import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, out_3: torch.Tensor, input_8: torch.Tensor):
        interpolate = torch.nn.functional.interpolate(out_3, size=(56, 56), mode="bilinear", align_corners=False)
        out = input_8 + interpolate
        interpolate = None
        return (out,)
