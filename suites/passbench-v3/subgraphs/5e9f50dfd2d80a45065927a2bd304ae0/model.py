import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, inputs_embeds: torch.Tensor, position_embeddings: torch.Tensor, L_self_modules_text_model_modules_encoder_modules_layers_modules_0_modules_layer_norm1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_text_model_modules_encoder_modules_layers_modules_0_modules_layer_norm1_parameters_bias_: torch.nn.parameter.Parameter):
        embeddings_2 = inputs_embeds + position_embeddings
        hidden_states_171 = torch.nn.functional.layer_norm(embeddings_2, (1024,), L_self_modules_text_model_modules_encoder_modules_layers_modules_0_modules_layer_norm1_parameters_weight_, L_self_modules_text_model_modules_encoder_modules_layers_modules_0_modules_layer_norm1_parameters_bias_, 1e-06)
        return (hidden_states_171, embeddings_2)
