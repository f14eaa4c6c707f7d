import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, running_mean_31: torch.Tensor, scale_31: torch.Tensor, bias_62: torch.Tensor, hidden_states_76: torch.Tensor):
        mul_94 = running_mean_31 * scale_31
        bias_63 = bias_62 - mul_94
        mul_94 = None
        mul_95 = hidden_states_76 * scale_31
        hidden_states_77 = mul_95 + bias_63
        bias_63 = mul_95 = None
        hidden_states_78 = torch.nn.functional.relu(hidden_states_77, inplace=False)
        hidden_states_77 = None
        return (hidden_states_78,)
