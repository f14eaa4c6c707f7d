import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_ids: torch.Tensor, L_self_modules_text_model_modules_embeddings_modules_token_embedding_parameters_weight_: torch.nn.parameter.Parameter, position_ids: torch.Tensor, L_self_modules_text_model_modules_embeddings_modules_position_embedding_parameters_weight_: torch.nn.parameter.Parameter):
        inputs_embeds = torch.nn.functional.embedding(input_ids, L_self_modules_text_model_modules_embeddings_modules_token_embedding_parameters_weight_, None, None, 2.0, False, False)
        position_embeddings = torch.nn.functional.embedding(position_ids, L_self_modules_text_model_modules_embeddings_modules_position_embedding_parameters_weight_, None, None, 2.0, False, False)
        return (inputs_embeds, position_embeddings)
