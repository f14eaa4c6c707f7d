import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_state_144: torch.Tensor, scale_51: torch.Tensor, bias_103: torch.Tensor):
        mul_155 = hidden_state_144 * scale_51
        hidden_state_145 = mul_155 + bias_103
        mul_155 = None
        return (hidden_state_145,)
