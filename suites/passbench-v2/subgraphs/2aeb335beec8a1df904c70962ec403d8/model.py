import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_kwargs_input_ids_: torch.Tensor, L_self_modules_encoder_modules_embed_tokens_parameters_weight_: torch.nn.parameter.Parameter):
        embedding = torch.nn.functional.embedding(L_kwargs_input_ids_, L_self_modules_encoder_modules_embed_tokens_parameters_weight_, 1, None, 2.0, False, False)
        inputs_embeds = embedding * 32.0
        embedding = None
        return (inputs_embeds,)
