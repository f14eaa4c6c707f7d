class Program_weight_tensor_meta_embeddings:
    name = "embeddings"
    shape = [1, 77, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 5.414381214797225e-05
    std = 0.005634605177746974
    data = None
    min_val = -0.022513218224048615
    max_val = 0.025619732216000557


class Program_weight_tensor_meta_attn_output_127:
    name = "attn_output_127"
    shape = [1, 77, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -4.1910542992591225e-06
    std = 0.002988417880845031
    data = None
    min_val = -0.040199849754571915
    max_val = 0.03571336343884468
