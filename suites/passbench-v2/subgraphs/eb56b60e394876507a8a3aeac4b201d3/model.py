import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_236: torch.Tensor, L_self_modules_quantizer_modules_quantizers_modules_1_modules_codebook_buffers_embed_: torch.Tensor):
        hidden_states_237 = hidden_states_236.reshape((-1, 1024))
        embed_1 = L_self_modules_quantizer_modules_quantizers_modules_1_modules_codebook_buffers_embed_.t()
        pow_32 = hidden_states_237.pow(2)
        return (pow_32, hidden_states_237, embed_1)
