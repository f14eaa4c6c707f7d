import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states: torch.Tensor, L_self_modules_quantizer_modules_codebook_buffers_embed_: torch.Tensor):
        hidden_states_1 = hidden_states.reshape((-1, 512))
        embed = L_self_modules_quantizer_modules_codebook_buffers_embed_.t()
        pow_1 = hidden_states_1.pow(2)
        return (pow_1, hidden_states_1, embed)
