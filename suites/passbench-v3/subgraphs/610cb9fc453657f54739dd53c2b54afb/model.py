import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, embeddings_3: torch.Tensor, attn_output_74: torch.Tensor, L_self_modules_text_model_modules_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_text_model_modules_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_106 = embeddings_3 + attn_output_74
        hidden_states_107 = torch.nn.functional.layer_norm(hidden_states_106, (256,), L_self_modules_text_model_modules_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_weight_, L_self_modules_text_model_modules_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_bias_, 1e-05)
        return (hidden_states_107, hidden_states_106)
