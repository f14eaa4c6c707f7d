import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, unsqueeze_19: torch.Tensor, hidden_states_19: torch.Tensor, hidden_states_16: torch.Tensor):
        scaled_op_9 = unsqueeze_19 * hidden_states_19
        output_4 = hidden_states_16 + scaled_op_9
        scaled_op_9 = None
        return (output_4,)
