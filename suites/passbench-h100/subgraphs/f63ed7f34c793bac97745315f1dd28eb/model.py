import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, q_indices: torch.Tensor, result: torch.Tensor):
        ge = q_indices >= 0
        to_1 = ge.to(torch.device(type="cuda", index=0))
        ge = None
        result_1 = result & to_1
        to_1 = None
        return (result_1,)
