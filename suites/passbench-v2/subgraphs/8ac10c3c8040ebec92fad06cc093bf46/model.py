import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, embeddings: torch.Tensor, attn_output_127: torch.Tensor):
        hidden_states_153 = embeddings + attn_output_127
        hidden_states_154 = hidden_states_153.to(torch.bfloat16)
        pow_52 = hidden_states_154.pow(2)
        variance_51 = pow_52.mean(-1, keepdim=True)
        pow_52 = None
        return (variance_51, hidden_states_154, hidden_states_153)
