import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_33: torch.Tensor, scale_13: torch.Tensor, bias_27: torch.Tensor):
        mul_41 = hidden_states_33 * scale_13
        hidden_states_34 = mul_41 + bias_27
        mul_41 = None
        hidden_states_35 = torch.nn.functional.relu(hidden_states_34, inplace=False)
        hidden_states_34 = None
        return (hidden_states_35,)
