import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, bias_80: torch.Tensor, mul_121: torch.Tensor, hidden_states_100: torch.Tensor, scale_40: torch.Tensor):
        bias_81 = bias_80 - mul_121
        mul_122 = hidden_states_100 * scale_40
        hidden_states_101 = mul_122 + bias_81
        bias_81 = mul_122 = None
        hidden_states_102 = torch.nn.functional.relu(hidden_states_101, inplace=False)
        hidden_states_101 = None
        return (hidden_states_102,)
