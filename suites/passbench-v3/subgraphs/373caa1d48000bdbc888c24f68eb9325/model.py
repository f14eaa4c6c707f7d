import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, running_mean_1: torch.Tensor, scale_1: torch.Tensor, bias_2: torch.Tensor, hidden_states_3: torch.Tensor):
        mul_4 = running_mean_1 * scale_1
        bias_3 = bias_2 - mul_4
        mul_4 = None
        mul_5 = hidden_states_3 * scale_1
        hidden_states_4 = mul_5 + bias_3
        bias_3 = mul_5 = None
        hidden_states_5 = torch.nn.functional.relu(hidden_states_4, inplace=False)
        hidden_states_4 = None
        return (hidden_states_5,)
