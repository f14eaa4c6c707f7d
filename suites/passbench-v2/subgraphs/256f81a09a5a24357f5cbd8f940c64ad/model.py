import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_7: torch.Tensor, dropout_4: torch.Tensor):
        attention_output_1 = hidden_states_7 + dropout_4
        to_15 = attention_output_1.to(torch.bfloat16)
        pow_4 = to_15.pow(2)
        to_15 = None
        return (pow_4, attention_output_1)
