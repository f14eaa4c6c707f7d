import torch


class GraphModule(torch.nn.Module):
    def forward(self, to_2: torch.Tensor, L_self_modules_quantizer_modules_quantizers_modules_0_modules_codebook_buffers_embed_: torch.Tensor):
        quantized = torch.nn.functional.embedding(to_2, L_self_modules_quantizer_modules_quantizers_modules_0_modules_codebook_buffers_embed_)
        quantize = quantized.permute(0, 2, 1)
        quantized = None
        return (quantize,)
