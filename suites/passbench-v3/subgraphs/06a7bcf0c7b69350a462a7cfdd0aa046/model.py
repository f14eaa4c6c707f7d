import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_1: torch.Tensor, L_self_modules_patch_embed_modules_patch_embedding_modules_1_buffers_running_mean_: torch.Tensor, L_self_modules_patch_embed_modules_patch_embedding_modules_1_buffers_running_var_: torch.Tensor, L_self_modules_patch_embed_modules_patch_embedding_modules_1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_patch_embed_modules_patch_embedding_modules_1_parameters_bias_: torch.nn.parameter.Parameter):
        input_2 = torch.nn.functional.batch_norm(input_1, L_self_modules_patch_embed_modules_patch_embedding_modules_1_buffers_running_mean_, L_self_modules_patch_embed_modules_patch_embedding_modules_1_buffers_running_var_, L_self_modules_patch_embed_modules_patch_embedding_modules_1_parameters_weight_, L_self_modules_patch_embed_modules_patch_embedding_modules_1_parameters_bias_, False, 0.1, 1e-05)
        input_3 = torch.nn.functional.relu(input_2, inplace=False)
        input_2 = None
        return (input_3,)
