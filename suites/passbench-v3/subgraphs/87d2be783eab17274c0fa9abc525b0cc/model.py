import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, patch_embeds: torch.Tensor, L_self_modules_image_encoder_modules_vision_model_modules_embeddings_parameters_class_embedding_: torch.nn.parameter.Parameter, L_self_modules_image_encoder_modules_vision_model_modules_embeddings_buffers_position_ids_: torch.Tensor, L_self_modules_image_encoder_modules_vision_model_modules_embeddings_modules_position_embedding_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_image_encoder_modules_vision_model_modules_pre_layrnorm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_image_encoder_modules_vision_model_modules_pre_layrnorm_parameters_bias_: torch.nn.parameter.Parameter, L_self_modules_image_encoder_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_layer_norm1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_image_encoder_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_layer_norm1_parameters_bias_: torch.nn.parameter.Parameter):
        flatten = patch_embeds.flatten(2)
        patch_embeds_1 = flatten.transpose(1, 2)
        flatten = None
        class_embeds = L_self_modules_image_encoder_modules_vision_model_modules_embeddings_parameters_class_embedding_.expand(1, 1, -1)
        embeddings_4 = torch.cat([class_embeds, patch_embeds_1], dim=1)
        patch_embeds_1 = class_embeds = None
        embedding_2 = torch.nn.functional.embedding(L_self_modules_image_encoder_modules_vision_model_modules_embeddings_buffers_position_ids_, L_self_modules_image_encoder_modules_vision_model_modules_embeddings_modules_position_embedding_parameters_weight_, None, None, 2.0, False, False)
        embeddings_5 = embeddings_4 + embedding_2
        embeddings_4 = embedding_2 = None
        hidden_states = torch.nn.functional.layer_norm(embeddings_5, (768,), L_self_modules_image_encoder_modules_vision_model_modules_pre_layrnorm_parameters_weight_, L_self_modules_image_encoder_modules_vision_model_modules_pre_layrnorm_parameters_bias_, 1e-05)
        embeddings_5 = None
        hidden_states_1 = torch.nn.functional.layer_norm(hidden_states, (768,), L_self_modules_image_encoder_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_layer_norm1_parameters_weight_, L_self_modules_image_encoder_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_layer_norm1_parameters_bias_, 1e-05)
        return (hidden_states_1, hidden_states)
