import torch


class GraphModule(torch.nn.Module):
    def forward(self, embeddings: torch.Tensor, L_self_modules_stages_modules_0_modules_patch_embeddings_modules_layer_norm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_stages_modules_0_modules_patch_embeddings_modules_layer_norm_parameters_bias_: torch.nn.parameter.Parameter, L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_layernorm_before_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_layernorm_before_parameters_bias_: torch.nn.parameter.Parameter):
        flatten = embeddings.flatten(2)
        embeddings_1 = flatten.transpose(1, 2)
        flatten = None
        embeddings_2 = torch.nn.functional.layer_norm(embeddings_1, (32,), L_self_modules_stages_modules_0_modules_patch_embeddings_modules_layer_norm_parameters_weight_, L_self_modules_stages_modules_0_modules_patch_embeddings_modules_layer_norm_parameters_bias_, 1e-05)
        embeddings_1 = None
        hidden_states = torch.nn.functional.layer_norm(embeddings_2, (32,), L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_layernorm_before_parameters_weight_, L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_layernorm_before_parameters_bias_, 1e-05)
        return (hidden_states, embeddings_2)
