import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_21: torch.Tensor, dropout_10: torch.Tensor):
        attention_output_3 = hidden_states_21 + dropout_10
        to_12 = attention_output_3.to(torch.float32)
        pow_8 = to_12.pow(2)
        to_12 = None
        return (pow_8, attention_output_3)
