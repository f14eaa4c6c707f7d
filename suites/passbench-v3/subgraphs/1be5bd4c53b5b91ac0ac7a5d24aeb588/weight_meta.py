class Program_weight_tensor_meta_mul_12:
    name = "mul_12"
    shape = [1, 6, 196, 64]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.0018231612245761817
    std = 0.033817434084552615
    data = None
    min_val = -0.20722384750843048
    max_val = 0.1645682007074356


class Program_weight_tensor_meta_mul_13:
    name = "mul_13"
    shape = [1, 6, 196, 64]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.00020848773424637018
    std = 0.03407367229824986
    data = None
    min_val = -0.17388449609279633
    max_val = 0.17553621530532837


class Program_weight_tensor_meta_getitem_37:
    name = "getitem_37"
    shape = [1, 6, 1, 64]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0010064166654046858
    std = 0.0765587151836429
    data = None
    min_val = -0.23183083534240723
    max_val = 0.23581933975219727


class Program_weight_tensor_meta_v_2:
    name = "v_2"
    shape = [1, 6, 197, 64]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.0010674861322256207
    std = 0.07941835893818773
    data = None
    min_val = -0.3214334547519684
    max_val = 0.32443591952323914


class Program_weight_tensor_meta_k_4:
    name = "k_4"
    shape = [1, 6, 197, 64]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.004737581896281844
    std = 0.07961067596530821
    data = None
    min_val = -0.36952972412109375
    max_val = 0.36719703674316406


class Program_weight_tensor_meta_L_self_modules_rope_buffers_pos_embed_:
    name = "L_self_modules_rope_buffers_pos_embed_"
    shape = [196, 128]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.407
    std = 0.578
    data = None
