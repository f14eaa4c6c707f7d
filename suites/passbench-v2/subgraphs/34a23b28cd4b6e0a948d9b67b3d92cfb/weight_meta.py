class Program_weight_tensor_meta_x_6:
    name = "x_6"
    shape = [1, 1029, 4]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -5.965640737778182e-31
    std = 1.0603481883841513e-30
    data = None
    min_val = -3.519007660712017e-30
    max_val = 1.0901515801616281e-30


class Program_weight_tensor_meta_anchors_2:
    name = "anchors_2"
    shape = [1, 1029, 4]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -1.3639573964740144
    std = 1.850326932677061
    data = None
    min_val = -4.007333278656006
    max_val = 4.0073370933532715


class Program_weight_tensor_meta_enc_outputs_class:
    name = "enc_outputs_class"
    shape = [1, 1029, 2]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.6931471824645996
    std = 0.0
    data = None
    min_val = -0.6931471824645996
    max_val = -0.6931471824645996
