import torch


class GraphModule(torch.nn.Module):
    def forward(self, embed_ind_3: torch.Tensor, L_self_modules_quantizer_modules_acoustic_residual_vector_quantizer_modules_layers_modules_0_modules_codebook_embed: torch.Tensor):
        quantize_2 = torch.nn.functional.embedding(embed_ind_3, L_self_modules_quantizer_modules_acoustic_residual_vector_quantizer_modules_layers_modules_0_modules_codebook_embed)
        quantize_3 = quantize_2.permute(0, 2, 1)
        quantize_2 = None
        return (quantize_3,)
