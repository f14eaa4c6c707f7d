import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_input_ids_: torch.Tensor, L_self_modules_embeddings_modules_word_embeddings_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_embeddings_buffers_position_ids_: torch.Tensor):
        input_embeds = torch.nn.functional.embedding(L_input_ids_, L_self_modules_embeddings_modules_word_embeddings_parameters_weight_, 0, None, 2.0, False, False)
        position_ids = L_self_modules_embeddings_buffers_position_ids_[(slice(None, None, None), slice(None, 26, None))]
        return (position_ids, input_embeds)
