class Program_weight_tensor_meta_patch_embeddings:
    name = "patch_embeddings"
    shape = [1, 768, 8, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = -8.016222329991442e-05
    std = 0.0055751104858359594
    data = None
    min_val = -0.025914641097187996
    max_val = 0.02521689422428608


class Program_weight_tensor_meta_L_self_modules_mgp_str_modules_embeddings_parameters_cls_token_:
    name = "L_self_modules_mgp_str_modules_embeddings_parameters_cls_token_"
    shape = [1, 1, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0007474941802456669
    std = 0.01988617803393765
    data = None
