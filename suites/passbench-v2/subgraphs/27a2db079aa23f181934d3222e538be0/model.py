import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_state_34: torch.Tensor, scale_11: torch.Tensor, bias_23: torch.Tensor):
        mul_35 = hidden_state_34 * scale_11
        hidden_state_35 = mul_35 + bias_23
        mul_35 = None
        hidden_state_36 = torch.nn.functional.relu(hidden_state_35, inplace=False)
        hidden_state_35 = None
        return (hidden_state_36,)
