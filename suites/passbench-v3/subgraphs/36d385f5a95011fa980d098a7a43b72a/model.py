import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, embeddings: torch.Tensor, embedding: torch.Tensor, L_self_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_layer_norm1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_layer_norm1_parameters_bias_: torch.nn.parameter.Parameter):
        embeddings_1 = embeddings + embedding
        hidden_states = torch.nn.functional.layer_norm(embeddings_1, (1024,), L_self_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_layer_norm1_parameters_weight_, L_self_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_layer_norm1_parameters_bias_, 1e-06)
        return (hidden_states, embeddings_1)
