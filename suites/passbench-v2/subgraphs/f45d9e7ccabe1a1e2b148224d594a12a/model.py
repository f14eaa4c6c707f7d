import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, x: torch.Tensor, hidden_states_13: torch.Tensor):
        interpolate_7 = torch.nn.functional.interpolate(x, size=(28, 28), mode="bilinear", align_corners=False)
        output = hidden_states_13 + interpolate_7
        interpolate_7 = None
        return (output,)
