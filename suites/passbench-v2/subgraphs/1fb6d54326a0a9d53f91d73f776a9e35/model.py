import torch


class GraphModule(torch.nn.Module):
    def forward(self, squeeze: torch.Tensor, L_self_modules_encoder_model_modules_quantizer_modules_codebook_buffers_embed_: torch.Tensor):
        quantize = torch.nn.functional.embedding(squeeze, L_self_modules_encoder_model_modules_quantizer_modules_codebook_buffers_embed_)
        quantize_1 = quantize.permute(0, 2, 1)
        quantize = None
        return (quantize_1,)
