class Program_weight_tensor_meta_input_33:
    name = "input_33"
    shape = [1, 1408, 14, 14]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.7996738062684214e-07
    std = 1.5538197460471106e-05
    data = None
    min_val = -0.00014743801148142666
    max_val = 0.0001504032261436805


class Program_weight_tensor_meta_gates_5:
    name = "gates_5"
    shape = [1, 4, 14, 14]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.06019527238986113
    std = 0.14098594791701344
    data = None
    min_val = -0.4725936949253082
    max_val = 0.3595854640007019
