import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, embeddings_2: torch.Tensor, hidden_states_1: torch.Tensor, L_self_modules_encoder_modules_layer_modules_0_modules_ln_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layer_modules_0_modules_ln_parameters_bias_: torch.nn.parameter.Parameter):
        attention_output = embeddings_2 + hidden_states_1
        ln_output = torch.nn.functional.layer_norm(attention_output, (768,), L_self_modules_encoder_modules_layer_modules_0_modules_ln_parameters_weight_, L_self_modules_encoder_modules_layer_modules_0_modules_ln_parameters_bias_, 1e-12)
        return (ln_output, attention_output)
