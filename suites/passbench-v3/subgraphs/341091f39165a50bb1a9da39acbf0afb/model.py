import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, embeddings_2: torch.Tensor, attn_output_64: torch.Tensor, L_self_modules_text_model_modules_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_text_model_modules_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_86 = embeddings_2 + attn_output_64
        hidden_states_87 = torch.nn.functional.layer_norm(hidden_states_86, (512,), L_self_modules_text_model_modules_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_weight_, L_self_modules_text_model_modules_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_bias_, 1e-05)
        return (hidden_states_87, hidden_states_86)
