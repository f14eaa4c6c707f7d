import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_token_type_ids_: torch.Tensor, L_self_modules_embeddings_modules_token_type_embeddings_parameters_weight_: torch.nn.parameter.Parameter, inputs_embeds: torch.Tensor):
        token_type_embeddings = torch.nn.functional.embedding(L_token_type_ids_, L_self_modules_embeddings_modules_token_type_embeddings_parameters_weight_, None, None, 2.0, False, False)
        embeddings = inputs_embeds + token_type_embeddings
        token_type_embeddings = None
        return (embeddings,)
