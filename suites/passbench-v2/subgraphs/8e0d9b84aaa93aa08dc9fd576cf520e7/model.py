import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_kwargs_decoder_input_ids_: torch.Tensor, L_self_modules_encoder_modules_embed_tokens_parameters_weight_: torch.nn.parameter.Parameter):
        embedding_1 = torch.nn.functional.embedding(L_kwargs_decoder_input_ids_, L_self_modules_encoder_modules_embed_tokens_parameters_weight_, 1, None, 2.0, False, False)
        inputs_embeds_1 = embedding_1 * 32.0
        embedding_1 = None
        return (inputs_embeds_1,)
