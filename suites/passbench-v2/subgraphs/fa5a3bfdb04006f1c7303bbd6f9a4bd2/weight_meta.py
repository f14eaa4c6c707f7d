class Program_weight_tensor_meta_x_2:
    name = "x_2"
    shape = [1, 1029, 10]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 8.891346832953422e-31
    std = 1.225234047356642e-30
    data = None
    min_val = -3.065522252707161e-30
    max_val = 4.1466580733166264e-30


class Program_weight_tensor_meta_anchors_2:
    name = "anchors_2"
    shape = [1, 1029, 10]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 7.987833347450308e-09
    std = 0.7800945244496341
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
